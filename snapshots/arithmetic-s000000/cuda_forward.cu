extern "C" __global__ void arithmetic_s000000_cuda_kernel_forward(
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
        const wp::float32 var_2 = 0.5;
        bool var_3;
        wp::float32 var_4;
        wp::float32* var_5;
        const wp::float32 var_6 = 3.0;
        wp::float32 var_7;
        wp::float32 var_8;
        wp::float32* var_9;
        wp::float32* var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float32* var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        //---------
        // forward
        // def arithmetic_s000000(                                                                <L 12>
        // i = wp.tid()                                                                           <L 17>
        var_0 = builtin_tid1d();
        // if a[i] < 0.5:                                                                         <L 18>
        var_1 = wp::address(var_a, var_0);
        var_4 = wp::load(var_1);
        var_3 = (var_4 < var_2);
        if (var_3) {
            // out[i] = a[i] * 3.0                                                                <L 19>
            var_5 = wp::address(var_a, var_0);
            var_8 = wp::load(var_5);
            var_7 = wp::mul(var_8, var_6);
            wp::array_store(var_out, var_0, var_7);
            // return                                                                             <L 20>
            continue;
        }
        // x0 = b[i] * a[i]                                                                       <L 21>
        var_9 = wp::address(var_b, var_0);
        var_10 = wp::address(var_a, var_0);
        var_12 = wp::load(var_9);
        var_13 = wp::load(var_10);
        var_11 = wp::mul(var_12, var_13);
        // out[i] = arithmetic_s000000_combine(x0, a[i])                                          <L 22>
        var_14 = wp::address(var_a, var_0);
        var_16 = wp::load(var_14);
        var_15 = arithmetic_s000000_combine_0(var_11, var_16);
        wp::array_store(var_out, var_0, var_15);
    }
}