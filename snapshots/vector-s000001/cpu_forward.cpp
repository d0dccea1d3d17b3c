struct wp_args_vector_s000001 {
    wp::array_t<wp::vec_t<2, wp::float32>> a;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void vector_s000001_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
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
    wp::vec_t<2, wp::float32>* var_1;
    wp::vec_t<2, wp::float32>* var_2;
    wp::vec_t<2, wp::float32> var_3;
    wp::vec_t<2, wp::float32> var_4;
    wp::vec_t<2, wp::float32> var_5;
    wp::vec_t<2, wp::float32>* var_6;
    wp::vec_t<2, wp::float32> var_7;
    wp::vec_t<2, wp::float32> var_8;
    const wp::int32 var_9 = 1;
    wp::float32 var_10;
    //---------
    // forward
    // def vector_s000001(                                                                    <L 7>
    // i = wp.tid()                                                                           <L 11>
    var_0 = builtin_tid1d();
    // x0 = wp.cw_mul(a[i], a[i])                                                             <L 12>
    var_1 = wp::address(var_a, var_0);
    var_2 = wp::address(var_a, var_0);
    var_4 = wp::load(var_1);
    var_5 = wp::load(var_2);
    var_3 = wp::cw_mul(var_4, var_5);
    // x1 = x0 + a[i]                                                                         <L 13>
    var_6 = wp::address(var_a, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::add(var_3, var_8);
    // out[i] = x1[1]                                                                         <L 14>
    var_10 = wp::extract(var_7, var_9);
    wp::array_store(var_out, var_0, var_10);
}