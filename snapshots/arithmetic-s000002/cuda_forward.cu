extern "C" __global__ void arithmetic_s000002_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
    wp::array_t<wp::float32> var_out)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        wp::float32* var_1;
        const wp::float32 var_2 = 3.0;
        wp::float32 var_3;
        wp::float32 var_4;
        const wp::float32 var_5 = 1.0;
        wp::float32 var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::float32* var_10;
        const wp::int32 var_11 = 1;
        wp::int32 var_12;
        wp::shape_t* var_13;
        const wp::int32 var_14 = 0;
        wp::int32 var_15;
        wp::shape_t var_16;
        wp::int32 var_17;
        wp::float32* var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        //---------
        // forward
        // def arithmetic_s000002(                                                                <L 19>
        // i = wp.tid()                                                                           <L 24>
        var_0 = builtin_tid1d();
        // x0 = b[i] - 3.0                                                                        <L 25>
        var_1 = wp::address(var_b, var_0);
        var_4 = wp::load(var_1);
        var_3 = wp::sub(var_4, var_2);
        // x1 = x0 - 1.0                                                                          <L 26>
        var_6 = wp::sub(var_3, var_5);
        // x2 = x1 * a[i]                                                                         <L 27>
        var_7 = wp::address(var_a, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::mul(var_6, var_9);
        // out[i] = arithmetic_s000002_combine(x2, b[i], a[(i + 1) % a.shape[0]])                 <L 28>
        var_10 = wp::address(var_b, var_0);
        var_12 = wp::add(var_0, var_11);
        var_13 = &(var_a.shape);
        var_16 = wp::load(var_13);
        var_15 = wp::extract(var_16, var_14);
        var_17 = wp::mod(var_12, var_15);
        var_18 = wp::address(var_a, var_17);
        var_20 = wp::load(var_10);
        var_21 = wp::load(var_18);
        var_19 = arithmetic_s000002_combine_0(var_8, var_20, var_21);
        wp::array_store(var_out, var_0, var_19);
    }
}