struct wp_args_make_func_call_s000002__locals__func_call_s000002 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> b;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void make_func_call_s000002__locals__func_call_s000002_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_make_func_call_s000002__locals__func_call_s000002 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_make_func_call_s000002__locals__func_call_s000002 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.b.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    const wp::float32 var_2 = 1.0;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32* var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    //---------
    // forward
    // def func_call_s000002(                                                                 <L 17>
    // i = wp.tid()                                                                           <L 22>
    var_0 = builtin_tid1d();
    // x0 = func_call_s000002_helper0(a[i], scale)                                            <L 23>
    var_1 = wp::address(var_a, var_0);
    var_4 = wp::load(var_1);
    var_3 = func_call_s000002_helper0_0(var_4, var_2);
    // out[i] = x0 + b[i]                                                                     <L 24>
    var_5 = wp::address(var_b, var_0);
    var_7 = wp::load(var_5);
    var_6 = wp::add(var_3, var_7);
    wp::array_store(var_out, var_0, var_6);
}