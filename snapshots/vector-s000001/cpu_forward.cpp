struct wp_args_vector_s000001 {
    wp::array_t<wp::vec_t<2, wp::float32>> a;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void vector_s000001_cpu_kernel_forward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_vector_s000001 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<2, wp::float32>> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::vec_t<2, wp::float32>* var_2;
    wp::vec_t<2, wp::float32>* var_3;
    wp::vec_t<2, wp::float32> var_4;
    wp::vec_t<2, wp::float32> var_5;
    wp::vec_t<2, wp::float32> var_6;
    wp::vec_t<2, wp::float32>* var_7;
    wp::vec_t<2, wp::float32> var_8;
    wp::vec_t<2, wp::float32> var_9;
    const wp::int32 var_10 = 1;
    wp::float32 var_11;
    //---------
    // forward
    // def vector_s000001(                                                                    <L 7>
    // i, j = wp.tid()                                                                        <L 11>
    builtin_tid2d(var_0, var_1);
    // x0 = wp.cw_mul(a[i, j], a[i, j])                                                       <L 12>
    var_2 = wp::address(var_a, var_0, var_1);
    var_3 = wp::address(var_a, var_0, var_1);
    var_5 = wp::load(var_2);
    var_6 = wp::load(var_3);
    var_4 = wp::cw_mul(var_5, var_6);
    // x1 = x0 + a[i, j]                                                                      <L 13>
    var_7 = wp::address(var_a, var_0, var_1);
    var_9 = wp::load(var_7);
    var_8 = wp::add(var_4, var_9);
    // out[i, j] = x1[1]                                                                      <L 14>
    var_11 = wp::extract(var_8, var_10);
    wp::array_store(var_out, var_0, var_1, var_11);
}