struct wp_args_make_dtype_factory_s000001__locals__dtype_factory_s000001 {
    wp::array_t<wp::vec_t<2, wp::float32>> a;
    wp::array_t<wp::vec_t<2, wp::float32>> b;
    wp::float32 s;
    wp::array_t<wp::vec_t<2, wp::float32>> out;
};

template <bool wp_linear_contiguous>
static void make_dtype_factory_s000001__locals__dtype_factory_s000001_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_make_dtype_factory_s000001__locals__dtype_factory_s000001 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_make_dtype_factory_s000001__locals__dtype_factory_s000001 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::vec_t<2, wp::float32>);
        wp_contiguous_args.b.strides[0] = sizeof(wp::vec_t<2, wp::float32>);
        wp_contiguous_args.out.strides[0] = sizeof(wp::vec_t<2, wp::float32>);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::vec_t<2, wp::float32>> var_a = _wp_args->a;
    wp::array_t<wp::vec_t<2, wp::float32>> var_b = _wp_args->b;
    wp::float32 var_s = _wp_args->s;
    wp::array_t<wp::vec_t<2, wp::float32>> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<2, wp::float32>* var_1;
    wp::vec_t<2, wp::float32>* var_2;
    wp::vec_t<2, wp::float32> var_3;
    wp::vec_t<2, wp::float32> var_4;
    wp::vec_t<2, wp::float32> var_5;
    wp::vec_t<2, wp::float32> var_6;
    //---------
    // forward
    // def dtype_factory_s000001(                                                             <L 8>
    // i = wp.tid()                                                                           <L 14>
    var_0 = builtin_tid1d();
    // x0 = a[i] - b[i]                                                                       <L 15>
    var_1 = wp::address(var_a, var_0);
    var_2 = wp::address(var_b, var_0);
    var_4 = wp::load(var_1);
    var_5 = wp::load(var_2);
    var_3 = wp::sub(var_4, var_5);
    // x0 *= s                                                                                <L 16>
    var_6 = wp::mul(var_3, var_s);
    // out[i] = x0                                                                            <L 17>
    wp::array_store(var_out, var_0, var_6);
}