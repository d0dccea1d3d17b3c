extern "C" __global__ void stencil_s000002_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
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
        const wp::int32 var_2 = 2;
        wp::int32 var_3;
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32 var_7;
        const wp::int32 var_8 = 1;
        wp::int32 var_9;
        wp::float32* var_10;
        const wp::float32 var_11 = 2.0;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        const wp::int32 var_16 = 1;
        wp::int32 var_17;
        wp::float32* var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        const wp::int32 var_21 = 1;
        wp::int32 var_22;
        //---------
        // forward
        // def stencil_s000002(                                                                   <L 15>
        // i = wp.tid()                                                                           <L 19>
        var_0 = builtin_tid1d();
        // x0 = (a[i] + a[i + 2] - a[i + 1] * OFFSET) * OFFSET                                    <L 20>
        var_1 = wp::address(var_a, var_0);
        var_3 = wp::add(var_0, var_2);
        var_4 = wp::address(var_a, var_3);
        var_6 = wp::load(var_1);
        var_7 = wp::load(var_4);
        var_5 = wp::add(var_6, var_7);
        var_9 = wp::add(var_0, var_8);
        var_10 = wp::address(var_a, var_9);
        var_13 = wp::load(var_10);
        var_12 = wp::mul(var_13, var_11);
        var_14 = wp::sub(var_5, var_12);
        var_15 = wp::mul(var_14, var_11);
        // out[i + 1] = stencil_s000002_combine(a[i + 1], x0)                                     <L 21>
        var_17 = wp::add(var_0, var_16);
        var_18 = wp::address(var_a, var_17);
        var_20 = wp::load(var_18);
        var_19 = stencil_s000002_combine_0(var_20, var_15);
        var_22 = wp::add(var_0, var_21);
        wp::array_store(var_out, var_22, var_19);
    }
}