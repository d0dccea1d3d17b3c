struct wp_args_vector_s000002 {
    wp::array_t<wp::vec_t<2, wp::float32>> a;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void vector_s000002_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_vector_s000002 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_vector_s000002 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::vec_t<2, wp::float32>);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::vec_t<2, wp::float32>> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<2, wp::float32>* var_1;
    const wp::float32 var_2 = 0.125;
    wp::vec_t<2, wp::float32> var_3;
    wp::vec_t<2, wp::float32> var_4;
    const wp::float32 var_5 = 0.25;
    wp::vec_t<2, wp::float32> var_6;
    wp::vec_t<2, wp::float32> var_7;
    wp::vec_t<2, wp::float32> var_8;
    const wp::int32 var_9 = 0;
    wp::float32 var_10;
    //---------
    // forward
    // def vector_s000002(                                                                    <L 7>
    // i = wp.tid()                                                                           <L 11>
    var_0 = builtin_tid1d();
    // x0 = a[i] * 0.125                                                                      <L 12>
    var_1 = wp::address(var_a, var_0);
    var_4 = wp::load(var_1);
    var_3 = wp::mul(var_4, var_2);
    // x1 = x0 * 0.25                                                                         <L 13>
    var_6 = wp::mul(var_3, var_5);
    // x2 = wp.normalize(x1 + x0)                                                             <L 14>
    var_7 = wp::add(var_6, var_3);
    var_8 = wp::normalize(var_7);
    // out[i] = x2[0]                                                                         <L 15>
    var_10 = wp::extract(var_8, var_9);
    wp::array_store(var_out, var_0, var_10);
}