struct wp_args_matrix_s000002 {
    wp::array_t<wp::mat_t<2, 2, wp::float32>> a;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void matrix_s000002_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_matrix_s000002 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_matrix_s000002 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::mat_t<2, 2, wp::float32>);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::mat_t<2, 2, wp::float32>> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::mat_t<2, 2, wp::float32>* var_1;
    wp::mat_t<2, 2, wp::float32>* var_2;
    wp::mat_t<2, 2, wp::float32> var_3;
    wp::mat_t<2, 2, wp::float32> var_4;
    wp::mat_t<2, 2, wp::float32> var_5;
    const wp::float32 var_6 = 0.75;
    wp::mat_t<2, 2, wp::float32> var_7;
    const wp::float32 var_8 = 0.75;
    wp::mat_t<2, 2, wp::float32> var_9;
    wp::float32 var_10;
    //---------
    // forward
    // def matrix_s000002(                                                                    <L 7>
    // i = wp.tid()                                                                           <L 11>
    var_0 = builtin_tid1d();
    // x0 = a[i] + a[i]                                                                       <L 12>
    var_1 = wp::address(var_a, var_0);
    var_2 = wp::address(var_a, var_0);
    var_4 = wp::load(var_1);
    var_5 = wp::load(var_2);
    var_3 = wp::add(var_4, var_5);
    // x1 = x0 * 0.75                                                                         <L 13>
    var_7 = wp::mul(var_3, var_6);
    // x2 = x1 * 0.75                                                                         <L 14>
    var_9 = wp::mul(var_7, var_8);
    // out[i] = wp.determinant(x2)                                                            <L 15>
    var_10 = wp::determinant(var_9);
    wp::array_store(var_out, var_0, var_10);
}