struct wp_args_matrix_s000001 {
    wp::array_t<wp::mat_t<3, 3, wp::float32>> a;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void matrix_s000001_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_matrix_s000001 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::mat_t<3, 3, wp::float32>* var_1;
    const wp::float32 var_2 = 0.125;
    wp::mat_t<3, 3, wp::float32> var_3;
    wp::mat_t<3, 3, wp::float32> var_4;
    wp::mat_t<3, 3, wp::float32>* var_5;
    wp::mat_t<3, 3, wp::float32> var_6;
    wp::mat_t<3, 3, wp::float32> var_7;
    const wp::int32 var_8 = 1;
    const wp::int32 var_9 = 2;
    wp::float32 var_10;
    //---------
    // forward
    // def matrix_s000001(                                                                    <L 7>
    // i = wp.tid()                                                                           <L 11>
    var_0 = builtin_tid1d();
    // x0 = a[i] * 0.125                                                                      <L 12>
    var_1 = wp::address(var_a, var_0);
    var_4 = wp::load(var_1);
    var_3 = wp::mul(var_4, var_2);
    // x1 = x0 + a[i]                                                                         <L 13>
    var_5 = wp::address(var_a, var_0);
    var_7 = wp::load(var_5);
    var_6 = wp::add(var_3, var_7);
    // out[i] = x1[1, 2]                                                                      <L 14>
    var_10 = wp::extract(var_6, var_8, var_9);
    wp::array_store(var_out, var_0, var_10);
}